/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_CommentInputs */

const en_err_label_comment = /** @type {(inputs: Err_Label_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const ur_err_label_comment = /** @type {(inputs: Err_Label_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبصرہ`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Err_Label_CommentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_comment = /** @type {((inputs?: Err_Label_CommentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_CommentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_comment(inputs)
	return en_err_label_comment(inputs)
});