/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_First_NameInputs */

const en_auth_first_name = /** @type {(inputs: Auth_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Name`)
};

const ur_auth_first_name = /** @type {(inputs: Auth_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پہلا نام`)
};

/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Auth_First_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_first_name = /** @type {((inputs?: Auth_First_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_First_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_first_name(inputs)
	return en_auth_first_name(inputs)
});