/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_TitleInputs */

const en_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email`)
};

const ur_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے ای میل کی تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Confirm your email" |
*
* @param {Auth_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_verify_title = /** @type {((inputs?: Auth_Verify_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_verify_title(inputs)
	return en_auth_verify_title(inputs)
});