/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Auth_At_Least_CharsInputs */

const en_auth_at_least_chars = /** @type {(inputs: Auth_At_Least_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`)
};

const ur_auth_at_least_chars = /** @type {(inputs: Auth_At_Least_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کم از کم ${i?.min} حروف۔`)
};

/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Auth_At_Least_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_at_least_chars = /** @type {((inputs: Auth_At_Least_CharsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_At_Least_CharsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_at_least_chars(inputs)
	return en_auth_at_least_chars(inputs)
});