import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { useParams } from 'react-router-dom';
import { JudgePage } from '../components/judge-page';
import { registerJudgeServiceWorker } from '../register-service-worker';
import '../judging.css';

export default function MarkEntryRoute() {
  const { judgeid = '' } = useParams();
  useEffect(() => {
    void registerJudgeServiceWorker();
  }, []);
  return (
    <Container className="judge-page py-3">
      <JudgePage judgeKey={judgeid} />
    </Container>
  );
}
