/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_DurationInputs */

const en_err_label_duration = /** @type {(inputs: Err_Label_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

const ur_err_label_duration = /** @type {(inputs: Err_Label_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدت`)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Err_Label_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_duration = /** @type {((inputs?: Err_Label_DurationInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_DurationInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_duration(inputs)
	return en_err_label_duration(inputs)
});