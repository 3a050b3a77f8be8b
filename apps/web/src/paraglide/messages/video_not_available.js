/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Not_AvailableInputs */

const en_video_not_available = /** @type {(inputs: Video_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Not Available`)
};

const ur_video_not_available = /** @type {(inputs: Video_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویڈیو دستیاب نہیں`)
};

/**
* | output |
* | --- |
* | "Video Not Available" |
*
* @param {Video_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_not_available = /** @type {((inputs?: Video_Not_AvailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Not_AvailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_not_available(inputs)
	return en_video_not_available(inputs)
});