/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Sign_In_PromptInputs */

const en_notifications_sign_in_prompt = /** @type {(inputs: Notifications_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to see your notifications.`)
};

const ur_notifications_sign_in_prompt = /** @type {(inputs: Notifications_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی اطلاعات دیکھنے کے لیے براہِ کرم سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Please sign in to see your notifications." |
*
* @param {Notifications_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_sign_in_prompt = /** @type {((inputs?: Notifications_Sign_In_PromptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Sign_In_PromptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_sign_in_prompt(inputs)
	return en_notifications_sign_in_prompt(inputs)
});