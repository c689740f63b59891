import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../shared/api-error';
import { ErrorResponse, ResultStatusResponse } from '../../../../shared/http/common.dto';
import { SendContactFormHandler } from '../../application/commands/send-contact-form/send-contact-form.handler';
import { ContactFormRequest } from './contact-form.dto';

@ApiTags('facade')
@Controller('api/facade/frontend')
export class ContactFormController {
  constructor(private readonly handler: SendContactFormHandler) {}

  @Post('contact-form')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Contact form: stored, e-mailed to the shop (reply-to the sender) and a copy to the sender',
    description:
      'Answers resultStatus success, or error with errmsg invalidChallengeMessage (missing, wrong or reused proof of work) or contactRateLimitedMessage (5 requests per hour from one address, 3 per hour naming one e-mail address).',
  })
  @ApiOkResponse({ type: ResultStatusResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED with one message id per field (firstname, lastname, email, message, company, phone, salutation, privacyPolicyAccepted)' })
  async send(@Body() body: ContactFormRequest, @Req() req: FastifyRequest): Promise<ResultStatusResponse> {
    const outcome = await this.handler.execute({
      input: {
        formId: body.formId,
        salutation: body.salutation ?? null,
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        message: body.message,
        additionalFields: body.additionalFields,
        locale: body.locale ?? 'de',
        privacyPolicyAccepted: body.privacyPolicyAccepted === true,
      },
      challenge: body.challenge,
      clientAddress: String(req.ip ?? 'unknown'),
    });
    if (outcome.kind === 'invalid') throw new ApiError('VALIDATION_FAILED', 'The request is not valid.', HttpStatus.BAD_REQUEST, outcome.fields);
    if (outcome.kind === 'refused') return { data: { resultStatus: 'error', errmsg: outcome.message } };
    return { data: { resultStatus: 'success' } };
  }
}
