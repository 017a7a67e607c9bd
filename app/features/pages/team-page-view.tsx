import { Link } from "react-router";
import type { PhotoView } from "../../../domain/media/photo-view";
import type { TeamContent } from "../../../domain/pages/page-schemas";
import { Photo } from "~/features/media/photo";
import { PageBanner } from "./page-banner";

type Member = TeamContent["members"][number];

/** One person: their photo when the library has one, name, role, a few words, certifications. */
function MemberCard({ member, photo }: { member: Member; photo: PhotoView | undefined }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white">
      {photo ? (
        <Photo
          photo={photo}
          sizes="(min-width: 1024px) 23rem, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)"
          className="aspect-[4/3]"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-2xl font-bold">{member.name}</h2>
        <p className="mt-1 font-semibold text-forest-800">{member.role}</p>
        <p className="mt-4 leading-7">{member.bio}</p>
        {member.certifications?.length ? (
          <>
            <h3 className="mt-5 font-sans text-base font-bold">Certifications</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 leading-7">
              {member.certifications.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The team and guides (/team), a trust page of its own: who plans a traveller's trip and walks it
 * with them. Its words and photos are the content studio's (decision 0067); a person's photo is
 * a library photo, by the form name of the field that names it ("members.0.photo").
 */
export function TeamPageView({
  page,
  photos,
}: {
  page: TeamContent;
  photos: Readonly<Record<string, PhotoView>>;
}) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} width="max-w-7xl" />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.members.map((member, index) => (
            <li key={index}>
              <MemberCard member={member} photo={photos[`members.${index}.photo`]} />
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link className="font-semibold text-forest-800 underline underline-offset-2" to="/safety">
            How our guides keep you safe on the mountain and in the parks
          </Link>
        </p>
      </div>
    </>
  );
}
