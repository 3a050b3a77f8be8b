/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Google_Sign_InInputs */

const en_title_google_sign_in = /** @type {(inputs: Title_Google_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In with Google`)
};

const ur_title_google_sign_in = /** @type {(inputs: Title_Google_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گوگل کے ساتھ سائن اِن`)
};

/**
* | output |
* | --- |
* | "Sign In with Google" |
*
* @param {Title_Google_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_google_sign_in = /** @type {((inputs?: Title_Google_Sign_InInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Google_Sign_InInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_google_sign_in(inputs)
	return en_title_google_sign_in(inputs)
});