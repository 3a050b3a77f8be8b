/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_PlayInputs */

const en_video_play = /** @type {(inputs: Video_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play`)
};

const ur_video_play = /** @type {(inputs: Video_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چلائیں`)
};

/**
* | output |
* | --- |
* | "Play" |
*
* @param {Video_PlayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_play = /** @type {((inputs?: Video_PlayInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_PlayInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_play(inputs)
	return en_video_play(inputs)
});