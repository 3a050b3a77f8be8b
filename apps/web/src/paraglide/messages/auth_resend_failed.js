/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Resend_FailedInputs */

const en_auth_resend_failed = /** @type {(inputs: Auth_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send the link. Please try again.`)
};

const ur_auth_resend_failed = /** @type {(inputs: Auth_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not send the link. Please try again." |
*
* @param {Auth_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_resend_failed = /** @type {((inputs?: Auth_Resend_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_resend_failed(inputs)
	return en_auth_resend_failed(inputs)
});