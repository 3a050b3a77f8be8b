/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_UnmuteInputs */

const en_video_unmute = /** @type {(inputs: Video_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmute`)
};

const ur_video_unmute = /** @type {(inputs: Video_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آواز کھولیں`)
};

/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Video_UnmuteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_unmute = /** @type {((inputs?: Video_UnmuteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_UnmuteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_unmute(inputs)
	return en_video_unmute(inputs)
});