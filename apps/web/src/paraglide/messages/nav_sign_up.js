/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Sign_UpInputs */

const en_nav_sign_up = /** @type {(inputs: Nav_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const ur_nav_sign_up = /** @type {(inputs: Nav_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سائن اپ`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Nav_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_sign_up = /** @type {((inputs?: Nav_Sign_UpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Sign_UpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_nav_sign_up(inputs)
	return en_nav_sign_up(inputs)
});