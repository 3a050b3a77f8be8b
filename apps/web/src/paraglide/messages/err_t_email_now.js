/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Err_T_Email_NowInputs */

const en_err_t_email_now = /** @type {(inputs: Err_T_Email_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your email is now ${i?.email}.`)
};

const ur_err_t_email_now = /** @type {(inputs: Err_T_Email_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اب آپ کی ای میل ${i?.email} ہے۔`)
};

/**
* | output |
* | --- |
* | "Your email is now {email}." |
*
* @param {Err_T_Email_NowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_email_now = /** @type {((inputs: Err_T_Email_NowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Email_NowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_email_now(inputs)
	return en_err_t_email_now(inputs)
});