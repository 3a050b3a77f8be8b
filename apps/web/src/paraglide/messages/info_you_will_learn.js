/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_You_Will_LearnInputs */

const en_info_you_will_learn = /** @type {(inputs: Info_You_Will_LearnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will learn to`)
};

const ur_info_you_will_learn = /** @type {(inputs: Info_You_Will_LearnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ سیکھیں گے`)
};

/**
* | output |
* | --- |
* | "You will learn to" |
*
* @param {Info_You_Will_LearnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_you_will_learn = /** @type {((inputs?: Info_You_Will_LearnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_You_Will_LearnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_you_will_learn(inputs)
	return en_info_you_will_learn(inputs)
});