/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_2fa_BeforeInputs */

const en_admin_2fa_before = /** @type {(inputs: Admin_2fa_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor authentication in`)
};

const ur_admin_2fa_before = /** @type {(inputs: Admin_2fa_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈمن کے اختیارات استعمال کرنے سے پہلے`)
};

/**
* | output |
* | --- |
* | "Turn on two-factor authentication in" |
*
* @param {Admin_2fa_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_2fa_before = /** @type {((inputs?: Admin_2fa_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_2fa_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_2fa_before(inputs)
	return en_admin_2fa_before(inputs)
});