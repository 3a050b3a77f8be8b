/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_MembersInputs */

const en_auth_aside_members = /** @type {(inputs: Auth_Aside_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community members`)
};

const ur_auth_aside_members = /** @type {(inputs: Auth_Aside_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کمیونٹی کے اراکین`)
};

/**
* | output |
* | --- |
* | "Community members" |
*
* @param {Auth_Aside_MembersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_members = /** @type {((inputs?: Auth_Aside_MembersInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_MembersInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_members(inputs)
	return en_auth_aside_members(inputs)
});