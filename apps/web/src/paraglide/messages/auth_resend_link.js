/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Resend_LinkInputs */

const en_auth_resend_link = /** @type {(inputs: Auth_Resend_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend link`)
};

const ur_auth_resend_link = /** @type {(inputs: Auth_Resend_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک دوبارہ بھیجیں`)
};

/**
* | output |
* | --- |
* | "Resend link" |
*
* @param {Auth_Resend_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_resend_link = /** @type {((inputs?: Auth_Resend_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Resend_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_resend_link(inputs)
	return en_auth_resend_link(inputs)
});