/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_VerifyingInputs */

const en_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying...`)
};

const ur_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیق ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Auth_VerifyingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_verifying = /** @type {((inputs?: Auth_VerifyingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifyingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_verifying(inputs)
	return en_auth_verifying(inputs)
});