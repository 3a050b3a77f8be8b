/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_ChatInputs */

const en_jobown_chat = /** @type {(inputs: Jobown_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat`)
};

const ur_jobown_chat = /** @type {(inputs: Jobown_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چیٹ`)
};

/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Jobown_ChatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_chat = /** @type {((inputs?: Jobown_ChatInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_ChatInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_chat(inputs)
	return en_jobown_chat(inputs)
});