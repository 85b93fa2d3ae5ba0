import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** The camera's live picture (muted, mirrored like a mirror), so the applicant sees how they look. */
export function CameraPreview({ stream, label }: { stream: MediaStream; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      aria-label={label}
      autoPlay
      muted
      playsInline
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 480,
        bgcolor: 'grey.900',
        borderRadius: 1,
        transform: 'scaleX(-1)',
      }}
    />
  );
}

/** A recorded or stored video, with the browser's controls. */
export function VideoPlayer({ src, label }: { src: string; label: string }) {
  return (
    <Box
      component="video"
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      sx={{ display: 'block', width: '100%', maxWidth: 480, bgcolor: 'grey.900', borderRadius: 1 }}
    />
  );
}
