/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_PauseInputs */

const en_video_pause = /** @type {(inputs: Video_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const ur_video_pause = /** @type {(inputs: Video_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`روکیں`)
};

/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Video_PauseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const video_pause = /** @type {((inputs?: Video_PauseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_PauseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_video_pause(inputs)
	return en_video_pause(inputs)
});