/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_ConfirmingInputs */

const en_auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

const ur_auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدیق ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Auth_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_confirming = /** @type {((inputs?: Auth_ConfirmingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ConfirmingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_confirming(inputs)
	return en_auth_confirming(inputs)
});