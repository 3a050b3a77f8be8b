/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Training_SupportInputs */

const en_info_training_support = /** @type {(inputs: Info_Training_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training and Support`)
};

const ur_info_training_support = /** @type {(inputs: Info_Training_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تربیت اور مدد`)
};

/**
* | output |
* | --- |
* | "Training and Support" |
*
* @param {Info_Training_SupportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_training_support = /** @type {((inputs?: Info_Training_SupportInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Training_SupportInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_training_support(inputs)
	return en_info_training_support(inputs)
});