/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_MuteInputs */

const en_video_mute = /** @type {(inputs: Video_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mute`)
};

const ur_video_mute = /** @type {(inputs: Video_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آواز بند کریں`)
};

/**
* | output |
* | --- |
* | "Mute" |
*
* @param {Video_MuteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_mute = /** @type {((inputs?: Video_MuteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_MuteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_mute(inputs)
	return en_video_mute(inputs)
});