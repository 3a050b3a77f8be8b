/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_FormInputs */

const en_auth_two_factor_form = /** @type {(inputs: Auth_Two_Factor_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign in`)
};

const ur_auth_two_factor_form = /** @type {(inputs: Auth_Two_Factor_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ تصدیق کے ساتھ سائن اِن`)
};

/**
* | output |
* | --- |
* | "Two-factor sign in" |
*
* @param {Auth_Two_Factor_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_form = /** @type {((inputs?: Auth_Two_Factor_FormInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_FormInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_two_factor_form(inputs)
	return en_auth_two_factor_form(inputs)
});