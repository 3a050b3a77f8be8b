/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Sign_UpInputs */

const en_howitworks_sign_up = /** @type {(inputs: Howitworks_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up Now`)
};

const ur_howitworks_sign_up = /** @type {(inputs: Howitworks_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی سائن اپ کریں`)
};

/**
* | output |
* | --- |
* | "Sign Up Now" |
*
* @param {Howitworks_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_sign_up = /** @type {((inputs?: Howitworks_Sign_UpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Sign_UpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_sign_up(inputs)
	return en_howitworks_sign_up(inputs)
});