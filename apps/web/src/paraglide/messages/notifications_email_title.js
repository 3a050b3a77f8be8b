/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Email_TitleInputs */

const en_notifications_email_title = /** @type {(inputs: Notifications_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail notifications`)
};

const ur_notifications_email_title = /** @type {(inputs: Notifications_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل اطلاعات`)
};

/**
* | output |
* | --- |
* | "E-mail notifications" |
*
* @param {Notifications_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_title = /** @type {((inputs?: Notifications_Email_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Email_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_email_title(inputs)
	return en_notifications_email_title(inputs)
});