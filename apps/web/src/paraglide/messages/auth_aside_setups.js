/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_SetupsInputs */

const en_auth_aside_setups = /** @type {(inputs: Auth_Aside_SetupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IT setups established`)
};

const ur_auth_aside_setups = /** @type {(inputs: Auth_Aside_SetupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائم شدہ آئی ٹی سیٹ اپس`)
};

/**
* | output |
* | --- |
* | "IT setups established" |
*
* @param {Auth_Aside_SetupsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_setups = /** @type {((inputs?: Auth_Aside_SetupsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_SetupsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_setups(inputs)
	return en_auth_aside_setups(inputs)
});