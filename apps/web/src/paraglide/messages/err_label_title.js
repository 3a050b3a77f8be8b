/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_TitleInputs */

const en_err_label_title = /** @type {(inputs: Err_Label_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const ur_err_label_title = /** @type {(inputs: Err_Label_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Err_Label_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_title = /** @type {((inputs?: Err_Label_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_title(inputs)
	return en_err_label_title(inputs)
});