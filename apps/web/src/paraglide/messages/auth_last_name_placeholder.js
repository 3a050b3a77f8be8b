/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Last_Name_PlaceholderInputs */

const en_auth_last_name_placeholder = /** @type {(inputs: Auth_Last_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const ur_auth_last_name_placeholder = /** @type {(inputs: Auth_Last_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخری نام`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Auth_Last_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_last_name_placeholder = /** @type {((inputs?: Auth_Last_Name_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Last_Name_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_last_name_placeholder(inputs)
	return en_auth_last_name_placeholder(inputs)
});