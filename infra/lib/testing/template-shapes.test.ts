import { describe, expect, it } from 'vitest';
import { importsInsideSplitOrSelect } from './template-shapes';

describe('template shape checks (what cfn-lint would reject)', () => {
  it('finds an imported value inside Fn::Split/Fn::Select (E1017), as the old API origin was built', () => {
    // The Edge template's API origin before the fix, verbatim in shape.
    const old = {
      DomainName: {
        'Fn::Select': [
          0,
          {
            'Fn::Split': [
              '/',
              {
                'Fn::Select': [
                  1,
                  {
                    'Fn::Split': [
                      '//',
                      { 'Fn::GetStackOutput': { StackName: 'Site-dev-Api', OutputName: 'ApiEndpoint' } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    expect(importsInsideSplitOrSelect(old)).toHaveLength(1);
    expect(importsInsideSplitOrSelect({ a: { 'Fn::Split': [',', { 'Fn::ImportValue': 'x' }] } })).toEqual([
      '$.a.Fn::Split[1].Fn::ImportValue',
    ]);
  });

  it('accepts imports used whole, or split inside the stack that owns the value', () => {
    expect(
      importsInsideSplitOrSelect({ DomainName: { 'Fn::GetStackOutput': { OutputName: 'ApiDomainName' } } }),
    ).toEqual([]);
    expect(
      importsInsideSplitOrSelect({
        Value: { 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': ['HttpApi', 'ApiEndpoint'] }] }] },
      }),
    ).toEqual([]);
    expect(
      importsInsideSplitOrSelect({ Join: { 'Fn::Join': ['', [{ 'Fn::GetStackOutput': {} }]] } }),
    ).toEqual([]);
  });
});
