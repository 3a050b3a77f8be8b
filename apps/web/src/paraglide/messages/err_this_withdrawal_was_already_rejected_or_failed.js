/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs */

const en_err_this_withdrawal_was_already_rejected_or_failed = /** @type {(inputs: Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This withdrawal was already rejected or failed`)
};

const ur_err_this_withdrawal_was_already_rejected_or_failed = /** @type {(inputs: Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی یہ درخواست پہلے ہی مسترد یا ناکام ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "This withdrawal was already rejected or failed" |
*
* @param {Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_withdrawal_was_already_rejected_or_failed = /** @type {((inputs?: Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_withdrawal_was_already_rejected_or_failed(inputs)
	return en_err_this_withdrawal_was_already_rejected_or_failed(inputs)
});