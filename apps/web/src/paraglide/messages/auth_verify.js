/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_VerifyInputs */

const en_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const ur_auth_verify = /** @type {(inputs: Auth_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Auth_VerifyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_verify = /** @type {((inputs?: Auth_VerifyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_verify(inputs)
	return en_auth_verify(inputs)
});