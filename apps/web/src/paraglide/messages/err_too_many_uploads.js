/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_UploadsInputs */

const en_err_too_many_uploads = /** @type {(inputs: Err_Too_Many_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many uploads`)
};

const ur_err_too_many_uploads = /** @type {(inputs: Err_Too_Many_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ فائلیں اپ لوڈ کی گئیں`)
};

/**
* | output |
* | --- |
* | "Too many uploads" |
*
* @param {Err_Too_Many_UploadsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_uploads = /** @type {((inputs?: Err_Too_Many_UploadsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_UploadsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_uploads(inputs)
	return en_err_too_many_uploads(inputs)
});