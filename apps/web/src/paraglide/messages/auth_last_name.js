/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Last_NameInputs */

const en_auth_last_name = /** @type {(inputs: Auth_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name`)
};

const ur_auth_last_name = /** @type {(inputs: Auth_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخری نام`)
};

/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Auth_Last_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_last_name = /** @type {((inputs?: Auth_Last_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Last_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_last_name(inputs)
	return en_auth_last_name(inputs)
});