/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sign_InsInputs */

const en_admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent sign-ins`)
};

const ur_admin_sign_ins = /** @type {(inputs: Admin_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حالیہ سائن اِن`)
};

/**
* | output |
* | --- |
* | "Recent sign-ins" |
*
* @param {Admin_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_sign_ins = /** @type {((inputs?: Admin_Sign_InsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sign_InsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_sign_ins(inputs)
	return en_admin_sign_ins(inputs)
});