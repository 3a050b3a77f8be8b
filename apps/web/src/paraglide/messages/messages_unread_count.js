/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Messages_Unread_CountInputs */

const en_messages_unread_count = /** @type {(inputs: Messages_Unread_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} unread`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} unread`);
	return /** @type {LocalizedString} */ ("messages_unread_count");
};

const ur_messages_unread_count = /** @type {(inputs: Messages_Unread_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} نیا پیغام`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} نئے پیغامات`);
	return /** @type {LocalizedString} */ ("messages_unread_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} unread" |
* | "other" | "{shown} unread" |
*
* @param {Messages_Unread_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_unread_count = /** @type {((inputs: Messages_Unread_CountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_Unread_CountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_unread_count(inputs)
	return en_messages_unread_count(inputs)
});