/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_No_SupportInputs */

const en_video_no_support = /** @type {(inputs: Video_No_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the video tag.`)
};

const ur_video_no_support = /** @type {(inputs: Video_No_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا براؤزر یہ ویڈیو نہیں چلا سکتا۔`)
};

/**
* | output |
* | --- |
* | "Your browser does not support the video tag." |
*
* @param {Video_No_SupportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_no_support = /** @type {((inputs?: Video_No_SupportInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_No_SupportInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_no_support(inputs)
	return en_video_no_support(inputs)
});