/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Is_Already_Your_EmailInputs */

const en_err_this_is_already_your_email = /** @type {(inputs: Err_This_Is_Already_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your email`)
};

const ur_err_this_is_already_your_email = /** @type {(inputs: Err_This_Is_Already_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ پہلے ہی آپ کی ای میل ہے`)
};

/**
* | output |
* | --- |
* | "This is already your email" |
*
* @param {Err_This_Is_Already_Your_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_is_already_your_email = /** @type {((inputs?: Err_This_Is_Already_Your_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Is_Already_Your_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_is_already_your_email(inputs)
	return en_err_this_is_already_your_email(inputs)
});