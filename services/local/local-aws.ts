/**
 * Credentials and region for the embedded services. s3rver checks the key
 * pair and accepts only its own (S3RVER); dynalite and cognito-local check
 * none, so every local client uses that pair.
 */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
