// Lambda (function URL behind CloudFront origin access control), the fallback
// origin of the site bucket's origin group. CloudFront asks it only when S3
// answered 403/404, i.e. the key does not exist (OAC without ListBucket yields
// 403). It answers with the site's own 404.html and a real 404 status, which
// distribution-wide custom error responses cannot do without also rewriting
// the API's JSON 403/404 answers.
const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');

const s3 = new S3Client({});
// A deploy replaces 404.html; a warm instance re-reads it after five minutes.
const TTL_MS = 5 * 60 * 1000;
let cached;

async function notFoundPage() {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.body;
  const res = await s3.send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: '404.html' }));
  cached = { at: Date.now(), body: await res.Body.transformToString('utf-8') };
  return cached.body;
}

exports.handler = async () => {
  let body;
  try {
    body = await notFoundPage();
  } catch (error) {
    console.error('Could not read 404.html', error);
    body = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';
  }
  return {
    statusCode: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60',
    },
    body,
  };
};
