/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Ask_NextInputs */

const en_info_ask_next = /** @type {(inputs: Info_Ask_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask About Next Intake`)
};

const ur_info_ask_next = /** @type {(inputs: Info_Ask_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اگلے داخلے کے بارے میں پوچھیں`)
};

/**
* | output |
* | --- |
* | "Ask About Next Intake" |
*
* @param {Info_Ask_NextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_ask_next = /** @type {((inputs?: Info_Ask_NextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Ask_NextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_ask_next(inputs)
	return en_info_ask_next(inputs)
});