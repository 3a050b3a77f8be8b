/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Email_Me_AboutInputs */

const en_notifications_email_me_about = /** @type {(inputs: Notifications_Email_Me_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me about`)
};

const ur_notifications_email_me_about = /** @type {(inputs: Notifications_Email_Me_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجھے ان کے بارے میں ای میل کریں`)
};

/**
* | output |
* | --- |
* | "E-mail me about" |
*
* @param {Notifications_Email_Me_AboutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_me_about = /** @type {((inputs?: Notifications_Email_Me_AboutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Email_Me_AboutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_email_me_about(inputs)
	return en_notifications_email_me_about(inputs)
});