/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Remember_MeInputs */

const en_auth_remember_me = /** @type {(inputs: Auth_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

const ur_auth_remember_me = /** @type {(inputs: Auth_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجھے یاد رکھیں`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Auth_Remember_MeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_remember_me = /** @type {((inputs?: Auth_Remember_MeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Remember_MeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_remember_me(inputs)
	return en_auth_remember_me(inputs)
});