/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Chat_TitleInputs */

const en_howitworks_chat_title = /** @type {(inputs: Howitworks_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time Chat`)
};

const ur_howitworks_chat_title = /** @type {(inputs: Howitworks_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فوری چیٹ`)
};

/**
* | output |
* | --- |
* | "Real-time Chat" |
*
* @param {Howitworks_Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_chat_title = /** @type {((inputs?: Howitworks_Chat_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Chat_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_chat_title(inputs)
	return en_howitworks_chat_title(inputs)
});