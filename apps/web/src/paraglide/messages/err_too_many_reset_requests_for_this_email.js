/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Reset_Requests_For_This_EmailInputs */

const en_err_too_many_reset_requests_for_this_email = /** @type {(inputs: Err_Too_Many_Reset_Requests_For_This_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many reset requests for this email`)
};

const ur_err_too_many_reset_requests_for_this_email = /** @type {(inputs: Err_Too_Many_Reset_Requests_For_This_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس ای میل کے لیے پاس ورڈ ری سیٹ کی بہت زیادہ درخواستیں آئیں`)
};

/**
* | output |
* | --- |
* | "Too many reset requests for this email" |
*
* @param {Err_Too_Many_Reset_Requests_For_This_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_reset_requests_for_this_email = /** @type {((inputs?: Err_Too_Many_Reset_Requests_For_This_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Reset_Requests_For_This_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_reset_requests_for_this_email(inputs)
	return en_err_too_many_reset_requests_for_this_email(inputs)
});