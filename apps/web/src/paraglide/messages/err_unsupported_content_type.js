/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unsupported_Content_TypeInputs */

const en_err_unsupported_content_type = /** @type {(inputs: Err_Unsupported_Content_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsupported content type`)
};

const ur_err_unsupported_content_type = /** @type {(inputs: Err_Unsupported_Content_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس قسم کا مواد قبول نہیں`)
};

/**
* | output |
* | --- |
* | "Unsupported content type" |
*
* @param {Err_Unsupported_Content_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unsupported_content_type = /** @type {((inputs?: Err_Unsupported_Content_TypeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unsupported_Content_TypeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unsupported_content_type(inputs)
	return en_err_unsupported_content_type(inputs)
});