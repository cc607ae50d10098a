import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

export interface UploadCorsProps {
  /** The media and uploads buckets (imported by name: they live in the Stateful stack). */
  readonly buckets: readonly s3.IBucket[];
  /** The site origin (a CloudFront token without a domain) and dev's local servers. */
  readonly origins: readonly string[];
  readonly logGroup: logs.ILogGroup;
}

/** The rule the SPA needs for presigned uploads: PUT/POST, and GET/HEAD for previews before publishing. */
function uploadCorsRule(origins: readonly string[]) {
  return {
    AllowedMethods: ['PUT', 'POST', 'GET', 'HEAD'],
    AllowedOrigins: [...origins],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3000,
  };
}

/**
 * The upload buckets' CORS rule, set from the Edge stack: it names the site
 * origin, which without a custom domain is the CloudFront name, known only
 * once the distribution exists. Setting it in the Stateful stack would need
 * a second deploy (or a stack cycle). The Stateful template leaves
 * CorsConfiguration out, so this custom resource is its only writer; it
 * runs again whenever the origins change and removes the rule with the stack.
 */
export class UploadCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadCorsProps) {
    super(scope, id);
    for (const [i, bucket] of props.buckets.entries()) {
      const put: cr.AwsSdkCall = {
        service: 'S3',
        action: 'putBucketCors',
        parameters: {
          Bucket: bucket.bucketName,
          CORSConfiguration: { CORSRules: [uploadCorsRule(props.origins)] },
        },
        physicalResourceId: cr.PhysicalResourceId.of(`upload-cors-${i}`),
      };
      new cr.AwsCustomResource(this, `Bucket${i}`, {
        resourceType: 'Custom::UploadCors',
        onCreate: put,
        onUpdate: put,
        onDelete: {
          service: 'S3',
          action: 'deleteBucketCors',
          parameters: { Bucket: bucket.bucketName },
        },
        policy: cr.AwsCustomResourcePolicy.fromStatements([
          new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
        ]),
        // The Lambda runtime's SDK: no download from npm during a deploy.
        installLatestAwsSdk: false,
        logGroup: props.logGroup,
      });
    }
    // AwsCustomResource's provider is a singleton at stack level; its findings are acknowledged there.
    const provider = Stack.of(this).node.tryFindChild(
      `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`,
    );
    if (provider) {
      acknowledge(
        provider,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK AwsCustomResource provider (runs only during deploys to set the upload CORS rule): CDK creates its ' +
          'role with the basic execution policy for its CloudWatch logs.',
      );
    }
  }
}
