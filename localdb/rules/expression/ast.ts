/** Syntax tree of one rule expression; `start` is the offset in the expression text, for error messages. */
export type Expr =
  | { type: 'literal'; value: null | boolean | number | string; start: number }
  | { type: 'regex'; value: RegExp; start: number }
  | { type: 'array'; items: Expr[]; start: number }
  | { type: 'identifier'; name: string; start: number }
  | { type: 'member'; object: Expr; property: string; start: number }
  | { type: 'index'; object: Expr; index: Expr; start: number }
  | { type: 'call'; object: Expr; method: string; args: Expr[]; start: number }
  | { type: 'unary'; operator: '!' | '-'; operand: Expr; start: number }
  | { type: 'binary'; operator: BinaryOperator; left: Expr; right: Expr; start: number }
  | { type: 'logical'; operator: '&&' | '||'; left: Expr; right: Expr; start: number }
  | { type: 'conditional'; test: Expr; consequent: Expr; alternate: Expr; start: number };

export type BinaryOperator = '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';
