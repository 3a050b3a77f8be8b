/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_YesterdayInputs */

const en_messages_yesterday = /** @type {(inputs: Messages_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yesterday`)
};

const ur_messages_yesterday = /** @type {(inputs: Messages_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل`)
};

/**
* | output |
* | --- |
* | "Yesterday" |
*
* @param {Messages_YesterdayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_yesterday = /** @type {((inputs?: Messages_YesterdayInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_YesterdayInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_yesterday(inputs)
	return en_messages_yesterday(inputs)
});