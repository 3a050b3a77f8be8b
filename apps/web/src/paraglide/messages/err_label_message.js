/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_MessageInputs */

const en_err_label_message = /** @type {(inputs: Err_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const ur_err_label_message = /** @type {(inputs: Err_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Err_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_message = /** @type {((inputs?: Err_Label_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_message(inputs)
	return en_err_label_message(inputs)
});